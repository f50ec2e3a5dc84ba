import core from '../en.json';
import customers from './customers.json';
import device from './device.json';
import featureSettings from './featureSettings.json';
import imports from './imports.json';
import projects from './projects.json';
import settings from './settings.json';
import structure from './structure.json';
import teams from './teams.json';
import timer from './timer.json';

/** The English dictionary: the shell's texts, then one file per feature (its top-level key). */
export const dictionary = {
  ...core,
  customers,
  device,
  featureSettings,
  imports,
  projects,
  settings,
  structure,
  teams,
  timer,
};
