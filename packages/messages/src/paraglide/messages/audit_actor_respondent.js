/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Actor_RespondentInputs */

const en_audit_actor_respondent = /** @type {(inputs: Audit_Actor_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent (invitation link)`)
};

const de_audit_actor_respondent = /** @type {(inputs: Audit_Actor_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Befragte Person (Einladungslink)`)
};

const fr_audit_actor_respondent = /** @type {(inputs: Audit_Actor_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondant (lien d’invitation)`)
};

const nl_audit_actor_respondent = /** @type {(inputs: Audit_Actor_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent (uitnodigingslink)`)
};

const es_audit_actor_respondent = /** @type {(inputs: Audit_Actor_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuestado (enlace de invitación)`)
};

const en_xa2_audit_actor_respondent = /** @type {(inputs: Audit_Actor_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþöñðéñţ (íñṽíţáţíöñ ļíñķ) one two]`)
};

/**
* | output |
* | --- |
* | "Respondent (invitation link)" |
*
* @param {Audit_Actor_RespondentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_actor_respondent = /** @type {((inputs?: Audit_Actor_RespondentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Actor_RespondentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_actor_respondent(inputs)
	if (locale === "fr") return fr_audit_actor_respondent(inputs)
	if (locale === "nl") return nl_audit_actor_respondent(inputs)
	if (locale === "es") return es_audit_actor_respondent(inputs)
	if (locale === "en-XA") return en_xa2_audit_actor_respondent(inputs)
	return en_audit_actor_respondent(inputs)
});