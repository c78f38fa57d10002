import auth from './auth.json';
import common from './common.json';
import profile from './profile.json';

export default { auth, common, profile };
