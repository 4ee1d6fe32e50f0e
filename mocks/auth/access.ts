/**
 * Agencies as objects of the access rules (mocks/core/access.ts), by their user name (the agency
 * dashboards) or user id (the agency a project is made for): src/domain/access.ts says who reads
 * an agency's dashboard and who may make a project for it.
 */
import { agencyRelationHolds } from '../../src/domain/access';
import { AGENCY_TYPE } from '../../src/domain/roles';
import { defineObjectKind } from '../core/access';
import { positiveInt } from '../core/http';
import { db } from '../core/state';

defineObjectKind('agency', (value) => {
  const userId = positiveInt(value);
  const agency = db.users.find((u) => u.type === AGENCY_TYPE && (userId === null ? u.username === value : u.userId === userId));
  return agency && { allows: (relation, user) => agencyRelationHolds(relation, user, agency.userId) };
});
