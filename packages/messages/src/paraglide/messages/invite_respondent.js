/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_RespondentInputs */

const en_invite_respondent = /** @type {(inputs: Invite_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent`)
};

const de_invite_respondent = /** @type {(inputs: Invite_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Befragte Person`)
};

const fr_invite_respondent = /** @type {(inputs: Invite_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondant`)
};

const nl_invite_respondent = /** @type {(inputs: Invite_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent`)
};

const es_invite_respondent = /** @type {(inputs: Invite_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuestado`)
};

const en_xa2_invite_respondent = /** @type {(inputs: Invite_RespondentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþöñðéñţ o]`)
};

/**
* | output |
* | --- |
* | "Respondent" |
*
* @param {Invite_RespondentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_respondent = /** @type {((inputs?: Invite_RespondentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_RespondentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_respondent(inputs)
	if (locale === "fr") return fr_invite_respondent(inputs)
	if (locale === "nl") return nl_invite_respondent(inputs)
	if (locale === "es") return es_invite_respondent(inputs)
	if (locale === "en-XA") return en_xa2_invite_respondent(inputs)
	return en_invite_respondent(inputs)
});