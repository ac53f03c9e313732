/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organisation: NonNullable<unknown> }} Invitation_IntroInputs */

const en_invitation_intro = /** @type {(inputs: Invitation_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You were invited to join ${i?.organisation} on Assay.`)
};

const de_invitation_intro = /** @type {(inputs: Invitation_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie wurden eingeladen, ${i?.organisation} auf Assay beizutreten.`)
};

const fr_invitation_intro = /** @type {(inputs: Invitation_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez été invité à rejoindre ${i?.organisation} sur Assay.`)
};

const nl_invitation_intro = /** @type {(inputs: Invitation_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`U bent uitgenodigd om lid te worden van ${i?.organisation} op Assay.`)
};

const es_invitation_intro = /** @type {(inputs: Invitation_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le han invitado a unirse a ${i?.organisation} en Assay.`)
};

const en_xa2_invitation_intro = /** @type {(inputs: Invitation_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýöü ŵéŕé íñṽíţéð ţö ĵöíñ ${i?.organisation} öñ Åššáý. one two three ]`)
};

/**
* | output |
* | --- |
* | "You were invited to join {organisation} on Assay." |
*
* @param {Invitation_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_intro = /** @type {((inputs: Invitation_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_IntroInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_intro(inputs)
	if (locale === "fr") return fr_invitation_intro(inputs)
	if (locale === "nl") return nl_invitation_intro(inputs)
	if (locale === "es") return es_invitation_intro(inputs)
	if (locale === "en-XA") return en_xa2_invitation_intro(inputs)
	return en_invitation_intro(inputs)
});