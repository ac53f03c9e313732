/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Start_Invite_DescriptionInputs */

const en_start_invite_description = /** @type {(inputs: Start_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members share the tenants and their assessments.`)
};

const de_start_invite_description = /** @type {(inputs: Start_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder teilen sich die Mandanten und ihre Bewertungen.`)
};

const fr_start_invite_description = /** @type {(inputs: Start_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres partagent les entités et leurs évaluations.`)
};

const nl_start_invite_description = /** @type {(inputs: Start_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden delen de tenants en hun beoordelingen.`)
};

const es_start_invite_description = /** @type {(inputs: Start_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros comparten los inquilinos y sus evaluaciones.`)
};

const en_xa2_start_invite_description = /** @type {(inputs: Start_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš šĥáŕé ţĥé ţéñáñţš áñð ţĥéíŕ áššéššɱéñţš. one two three ]`)
};

/**
* | output |
* | --- |
* | "Members share the tenants and their assessments." |
*
* @param {Start_Invite_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_invite_description = /** @type {((inputs?: Start_Invite_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_Invite_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_invite_description(inputs)
	if (locale === "fr") return fr_start_invite_description(inputs)
	if (locale === "nl") return nl_start_invite_description(inputs)
	if (locale === "es") return es_start_invite_description(inputs)
	if (locale === "en-XA") return en_xa2_start_invite_description(inputs)
	return en_start_invite_description(inputs)
});