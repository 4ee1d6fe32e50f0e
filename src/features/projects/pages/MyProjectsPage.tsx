export default function MyProjectsPage() { return <h1>MyProjectsPage</h1>; }
