export default function TestPlaceholderPage() { return <h1>TestPlaceholderPage</h1>; }
