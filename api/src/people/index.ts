/**
 * What other domains may use of people/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { fullName, studentNameContainsSql, studentNameSql, userNameSql } from './names.js';
export { isPerson } from './person.js';
export { isValidUsi, normaliseUsi, USI_CHARACTERS, USI_MESSAGE, usiCheckCharacter } from './usi.js';
