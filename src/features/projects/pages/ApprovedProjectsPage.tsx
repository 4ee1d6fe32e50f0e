export default function ApprovedProjectsPage() { return <h1>ApprovedProjectsPage</h1>; }
