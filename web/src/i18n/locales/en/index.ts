import activity from './activity.json';
import admin from './admin.json';
import anime from './anime.json';
import animeDetail from './animeDetail.json';
import api from './api.json';
import apiTokens from './apiTokens.json';
import auth from './auth.json';
import calendar from './calendar.json';
import calendarFeed from './calendarFeed.json';
import common from './common.json';
import dashboard from './dashboard.json';
import database from './database.json';
import home from './home.json';
import lists from './lists.json';
import notifications from './notifications.json';
import profile from './profile.json';
import search from './search.json';
import social from './social.json';
import statistics from './statistics.json';

export default {
  activity,
  admin,
  anime,
  animeDetail,
  api,
  apiTokens,
  auth,
  calendar,
  calendarFeed,
  common,
  dashboard,
  database,
  home,
  lists,
  notifications,
  profile,
  search,
  social,
  statistics,
};
