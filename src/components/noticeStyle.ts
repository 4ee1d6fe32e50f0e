/**
 * The look of a Notice (src/components/Notice.tsx) as plain CSS values, so the pre-rendered
 * sign-in pages' script (src/public), which runs without React or MUI, draws the same box.
 */
export const NOTICE_TONES = {
  error: { border: '#b3261e', background: '#fdecea', colour: '#5f2120' },
  info: { border: '#0b4f8a', background: '#e8f1fb', colour: '#0b2e4f' },
  success: { border: '#1b5e20', background: '#edf7ed', colour: '#1e4620' },
} as const;

export type NoticeTone = keyof typeof NOTICE_TONES;

/** A notice of this tone is an alert (errors) or a status message (everything else). */
export const noticeRole = (tone: NoticeTone) => (tone === 'error' ? 'alert' : 'status');

/** The box (camelCase CSS properties, as both sx and element.style take them). */
export function noticeBox(tone: NoticeTone) {
  const t = NOTICE_TONES[tone];
  return {
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
    padding: '12px 16px',
    borderLeft: `4px solid ${t.border}`,
    borderRadius: '8px',
    backgroundColor: t.background,
    color: t.colour,
  } as const;
}
