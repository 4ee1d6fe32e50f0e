export default function MyProfilePage() { return <h1>MyProfilePage</h1>; }
