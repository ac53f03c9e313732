/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Team_MemberInputs */

const en_shared_team_member = /** @type {(inputs: Shared_Team_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team member`)
};

const de_shared_team_member = /** @type {(inputs: Shared_Team_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teammitglied`)
};

const fr_shared_team_member = /** @type {(inputs: Shared_Team_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre de l’équipe`)
};

const nl_shared_team_member = /** @type {(inputs: Shared_Team_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teamlid`)
};

const es_shared_team_member = /** @type {(inputs: Shared_Team_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro del equipo`)
};

const en_xa2_shared_team_member = /** @type {(inputs: Shared_Team_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ɱéɱƀéŕ o]`)
};

/**
* | output |
* | --- |
* | "Team member" |
*
* @param {Shared_Team_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_team_member = /** @type {((inputs?: Shared_Team_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Team_MemberInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_team_member(inputs)
	if (locale === "fr") return fr_shared_team_member(inputs)
	if (locale === "nl") return nl_shared_team_member(inputs)
	if (locale === "es") return es_shared_team_member(inputs)
	if (locale === "en-XA") return en_xa2_shared_team_member(inputs)
	return en_shared_team_member(inputs)
});