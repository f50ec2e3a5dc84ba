import shell from '../en.json' with { type: 'json' };
import { wholeDictionary } from '../whole-dictionary.ts';
import account from './account.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import customers from './customers.json' with { type: 'json' };
import dashboard from './dashboard.json' with { type: 'json' };
import device from './device.json' with { type: 'json' };
import featureSettings from './featureSettings.json' with { type: 'json' };
import host from './host.json' with { type: 'json' };
import imports from './imports.json' with { type: 'json' };
import invitations from './invitations.json' with { type: 'json' };
import members from './members.json' with { type: 'json' };
import organization from './organization.json' with { type: 'json' };
import profile from './profile.json' with { type: 'json' };
import projects from './projects.json' with { type: 'json' };
import reports from './reports.json' with { type: 'json' };
import settings from './settings.json' with { type: 'json' };
import structure from './structure.json' with { type: 'json' };
import support from './support.json' with { type: 'json' };
import taskLists from './taskLists.json' with { type: 'json' };
import tasks from './tasks.json' with { type: 'json' };
import teams from './teams.json' with { type: 'json' };
import timeline from './timeline.json' with { type: 'json' };
import timer from './timer.json' with { type: 'json' };
import tracker from './tracker.json' with { type: 'json' };

/** The English dictionaries loaded with the screens that read them, by name: each is its top-level key. */
export const lazyDictionaries = {
  account,
  auth,
  customers,
  dashboard,
  device,
  featureSettings,
  host,
  imports,
  invitations,
  members,
  organization,
  profile,
  projects,
  reports,
  settings,
  structure,
  support,
  taskLists,
  tasks,
  teams,
  timeline,
  timer,
  tracker,
};

/** The whole English dictionary: the first screen's texts (../en.json) with each lazily loaded one merged in. */
export const dictionary = wholeDictionary(shell, lazyDictionaries);
