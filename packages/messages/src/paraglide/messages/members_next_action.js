/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Next_ActionInputs */

const en_members_next_action = /** @type {(inputs: Members_Next_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The change applies to their next action.`)
};

const de_members_next_action = /** @type {(inputs: Members_Next_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Änderung gilt ab der nächsten Aktion.`)
};

const fr_members_next_action = /** @type {(inputs: Members_Next_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le changement s’applique à sa prochaine action.`)
};

const nl_members_next_action = /** @type {(inputs: Members_Next_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De wijziging geldt vanaf hun volgende actie.`)
};

const es_members_next_action = /** @type {(inputs: Members_Next_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cambio se aplica en su próxima acción.`)
};

const en_xa2_members_next_action = /** @type {(inputs: Members_Next_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çĥáñĝé áþþļíéš ţö ţĥéíŕ ñéẋţ áçţíöñ. one two thr]`)
};

/**
* | output |
* | --- |
* | "The change applies to their next action." |
*
* @param {Members_Next_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_next_action = /** @type {((inputs?: Members_Next_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Next_ActionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_next_action(inputs)
	if (locale === "fr") return fr_members_next_action(inputs)
	if (locale === "nl") return nl_members_next_action(inputs)
	if (locale === "es") return es_members_next_action(inputs)
	if (locale === "en-XA") return en_xa2_members_next_action(inputs)
	return en_members_next_action(inputs)
});