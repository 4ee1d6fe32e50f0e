/** Ours: the question before a dialog with unsaved input closes on Escape or a click outside it. */
export const dialogTexts = {
  discard: {
    question: 'Discard your changes?',
    discard: 'Discard',
    keepEditing: 'Keep editing',
  },
} as const;
