// Which booth names the plan draws (issue 23): a name shows only where its box covers no other
// name and no other booth's marker, so names are never drawn on top of each other. The picked
// booth's name comes first and always shows (a tap names any booth); the others follow in plan
// order. Pure: the plan measures the boxes and applies the answer.

export type Box = { left: number; top: number; right: number; bottom: number };

export type LabelBox = {
  id: number;
  /** The name's box, as it would be drawn. */
  label: Box;
  /** The booth's marker. */
  marker: Box;
};

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The ids whose names show: `boxes` in plan order, `pickedId` the booth picked (or null). */
export function pickLabels(boxes: readonly LabelBox[], pickedId: number | null): Set<number> {
  const picked = boxes.filter((b) => b.id === pickedId);
  const ordered = [...picked, ...boxes.filter((b) => b.id !== pickedId)];
  const shown: Box[] = [];
  const ids = new Set<number>();
  for (const box of ordered) {
    const isClear =
      box.id === pickedId ||
      (shown.every((other) => !overlaps(box.label, other)) &&
        boxes.every((other) => other.id === box.id || !overlaps(box.label, other.marker)));
    if (!isClear) continue;
    shown.push(box.label);
    ids.add(box.id);
  }
  return ids;
}
