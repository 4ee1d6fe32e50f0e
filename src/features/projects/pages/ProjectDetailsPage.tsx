export default function ProjectDetailsPage() { return <h1>ProjectDetailsPage</h1>; }
