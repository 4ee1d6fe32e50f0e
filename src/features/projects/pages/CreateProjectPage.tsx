export default function CreateProjectPage() { return <h1>CreateProjectPage</h1>; }
