export default function PendingProjectsPage() { return <h1>PendingProjectsPage</h1>; }
