/**
 * What other modules may use of the moderation module (docs/decisions/083-reports-and-suspensions.md): the desk's
 * lists and decisions, for the admin module, which audits each. app.ts registers the students' report route.
 */
export {
  type Decision,
  decideSecondLook,
  liftOwnerSuspension,
  listReportGroups,
  readDeskLists,
  resolveReports,
} from './desk.service.ts';
