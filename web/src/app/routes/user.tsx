import { useParams } from 'react-router';

import { PublicProfile } from '../../features/users/components/public-profile';

export function UserRoute() {
  const { username = '' } = useParams();
  return <PublicProfile key={username} username={username} />;
}
