/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Respondent_ButtonInputs */

const en_invite_respondent_button = /** @type {(inputs: Invite_Respondent_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite respondent`)
};

const de_invite_respondent_button = /** @type {(inputs: Invite_Respondent_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Befragte Person einladen`)
};

const fr_invite_respondent_button = /** @type {(inputs: Invite_Respondent_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter un répondant`)
};

const nl_invite_respondent_button = /** @type {(inputs: Invite_Respondent_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent uitnodigen`)
};

const es_invite_respondent_button = /** @type {(inputs: Invite_Respondent_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar a un encuestado`)
};

const en_xa2_invite_respondent_button = /** @type {(inputs: Invite_Respondent_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţé ŕéšþöñðéñţ one]`)
};

/**
* | output |
* | --- |
* | "Invite respondent" |
*
* @param {Invite_Respondent_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_respondent_button = /** @type {((inputs?: Invite_Respondent_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Respondent_ButtonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_respondent_button(inputs)
	if (locale === "fr") return fr_invite_respondent_button(inputs)
	if (locale === "nl") return nl_invite_respondent_button(inputs)
	if (locale === "es") return es_invite_respondent_button(inputs)
	if (locale === "en-XA") return en_xa2_invite_respondent_button(inputs)
	return en_invite_respondent_button(inputs)
});