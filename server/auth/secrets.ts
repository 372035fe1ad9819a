// Secrets never live in the repository: JWT_SECRET and ADMIN_SECRET come from the environment,
// else are generated once and kept in DATA_DIR/secrets.json (mode 0600). An in-memory database
// gets fresh random secrets for the life of the process.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Secrets = { jwtSecret: string; adminSecret: string };

const fresh = () => randomBytes(48).toString('base64url');

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

function readStored(file: string): Partial<Secrets> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    return {};
  }
}

export function loadSecrets(opts: {
  dataDir: string;
  jwtSecret: string | null;
  isEphemeral: boolean;
}): Secrets {
  if (opts.isEphemeral) return { jwtSecret: opts.jwtSecret ?? fresh(), adminSecret: fresh() };
  const file = secretsFile(opts.dataDir);
  const stored = readStored(file);
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? fresh(),
    adminSecret: stored.adminSecret ?? fresh(),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.adminSecret !== secrets.adminSecret) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return { ...secrets, jwtSecret: opts.jwtSecret ?? secrets.jwtSecret };
}
