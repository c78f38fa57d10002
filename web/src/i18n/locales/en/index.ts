import apiTokens from './apiTokens.json';
import auth from './auth.json';
import calendarFeed from './calendarFeed.json';
import common from './common.json';
import lists from './lists.json';
import profile from './profile.json';
import statistics from './statistics.json';

export default { apiTokens, auth, calendarFeed, common, lists, profile, statistics };
