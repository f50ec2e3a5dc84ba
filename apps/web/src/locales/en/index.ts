import core from '../en.json';
import activity from './activity.json';
import customers from './customers.json';
import dashboard from './dashboard.json';
import device from './device.json';
import featureSettings from './featureSettings.json';
import imports from './imports.json';
import projects from './projects.json';
import reports from './reports.json';
import settings from './settings.json';
import structure from './structure.json';
import teams from './teams.json';
import timeline from './timeline.json';
import timer from './timer.json';

/** The English dictionary: the shell's texts, then one file per feature (its top-level key). */
export const dictionary = {
  ...core,
  activity,
  customers,
  dashboard,
  device,
  featureSettings,
  imports,
  projects,
  reports,
  settings,
  structure,
  teams,
  timeline,
  timer,
};
