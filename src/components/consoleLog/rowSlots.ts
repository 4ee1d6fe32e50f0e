/**
 * Keys for the console log's rows in view (ConsoleLog.tsx) that keep a row's element when the line
 * it shows changes: a line still in view keeps its slot, and a line coming into view takes the slot
 * of one that left, in the order they were. A jump (the followed end moving by thousands of lines
 * per poll, a search hit far down) then updates the text of the rows there are instead of removing
 * them all and mounting new ones; a scroll by a few lines moves a few rows.
 */
export class RowSlots {
  /** The slot of each line shown last, in the order they were shown. */
  private slots = new Map<number, number>();
  private next = 0;

  /**
   * The slots of these lines (each once), in their order. Asking again for the same lines gives the
   * same slots, so a render React repeats or drops changes nothing.
   */
  of(lines: readonly number[]): number[] {
    const kept = lines.map((line) => this.slots.get(line));
    const taken = new Set(kept);
    const free: number[] = [];
    for (const slot of this.slots.values()) if (!taken.has(slot)) free.push(slot);
    let freed = 0;
    const slots = kept.map((slot) => slot ?? (freed < free.length ? free[freed++] : this.next++));
    this.slots = new Map(lines.map((line, i) => [line, slots[i]]));
    return slots;
  }
}
