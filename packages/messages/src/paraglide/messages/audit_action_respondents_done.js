/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Respondents_DoneInputs */

const en_audit_action_respondents_done = /** @type {(inputs: Audit_Action_Respondents_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent finished`)
};

const de_audit_action_respondents_done = /** @type {(inputs: Audit_Action_Respondents_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Befragte Person fertig`)
};

const fr_audit_action_respondents_done = /** @type {(inputs: Audit_Action_Respondents_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondant a terminé`)
};

const nl_audit_action_respondents_done = /** @type {(inputs: Audit_Action_Respondents_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent klaar`)
};

const es_audit_action_respondents_done = /** @type {(inputs: Audit_Action_Respondents_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuestado ha terminado`)
};

const en_xa2_audit_action_respondents_done = /** @type {(inputs: Audit_Action_Respondents_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþöñðéñţ ƒíñíšĥéð one ]`)
};

/**
* | output |
* | --- |
* | "Respondent finished" |
*
* @param {Audit_Action_Respondents_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_respondents_done = /** @type {((inputs?: Audit_Action_Respondents_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Respondents_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_respondents_done(inputs)
	if (locale === "fr") return fr_audit_action_respondents_done(inputs)
	if (locale === "nl") return nl_audit_action_respondents_done(inputs)
	if (locale === "es") return es_audit_action_respondents_done(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_respondents_done(inputs)
	return en_audit_action_respondents_done(inputs)
});