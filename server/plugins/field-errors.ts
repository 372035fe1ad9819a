// Schema failures of a request body as a changeset's field errors (issue 23): the console answered
// `{"errors":{"detail":"Bad Request"}}` for a negative stock, naming nothing. Here each failing
// field gets the provider's words (provider-api.md "General conventions": "can't be blank",
// "is invalid", "must be greater than or equal to %{number}"), under the field's name. Pure.
// A body that is not even an object names no field: null, and the caller keeps its 400.

type FieldErrors = Record<string, string[]>;

/** The parts of an Ajv error this reads (Fastify's `err.validation` items). */
export type SchemaError = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
};

function messageOf(error: SchemaError): string {
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'minimum':
      return `must be greater than or equal to ${String(limit)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(limit)}`;
    case 'maximum':
      return `must be less than or equal to ${String(limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(limit)}`;
    case 'minLength':
      return limit === 1 ? "can't be blank" : `should be at least ${String(limit)} character(s)`;
    case 'maxLength':
      return `should be at most ${String(limit)} character(s)`;
    case 'minItems':
      return `should have at least ${String(limit)} item(s)`;
    case 'maxItems':
      return `should have at most ${String(limit)} item(s)`;
    case 'required':
      return "can't be blank";
    case 'additionalProperties':
      return 'is not a field here';
    default:
      return 'is invalid';
  }
}

/** `/odds/0/probability` → `odds.0.probability`; a property named by the error itself comes last. */
function fieldOf(error: SchemaError): string {
  const path = error.instancePath.split('/').filter((part) => part !== '');
  const named = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof named === 'string') path.push(named);
  return path.map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~')).join('.');
}

export function schemaFieldErrors(errors: readonly SchemaError[]): FieldErrors | null {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error);
    if (field === '') return null;
    const message = messageOf(error);
    fields[field] = [...(fields[field] ?? []).filter((m) => m !== message), message];
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
