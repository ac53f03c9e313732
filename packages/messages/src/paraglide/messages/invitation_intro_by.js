/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviter: NonNullable<unknown>, organisation: NonNullable<unknown> }} Invitation_Intro_ByInputs */

const en_invitation_intro_by = /** @type {(inputs: Invitation_Intro_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to join ${i?.organisation} on Assay.`)
};

const de_invitation_intro_by = /** @type {(inputs: Invitation_Intro_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie eingeladen, ${i?.organisation} auf Assay beizutreten.`)
};

const fr_invitation_intro_by = /** @type {(inputs: Invitation_Intro_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} vous a invité à rejoindre ${i?.organisation} sur Assay.`)
};

const nl_invitation_intro_by = /** @type {(inputs: Invitation_Intro_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} heeft u uitgenodigd om lid te worden van ${i?.organisation} op Assay.`)
};

const es_invitation_intro_by = /** @type {(inputs: Invitation_Intro_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} le ha invitado a unirse a ${i?.organisation} en Assay.`)
};

const en_xa2_invitation_intro_by = /** @type {(inputs: Invitation_Intro_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýöü ţö ĵöíñ ${i?.organisation} öñ Åššáý. one two three fo]`)
};

/**
* | output |
* | --- |
* | "{inviter} invited you to join {organisation} on Assay." |
*
* @param {Invitation_Intro_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_intro_by = /** @type {((inputs: Invitation_Intro_ByInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Intro_ByInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_intro_by(inputs)
	if (locale === "fr") return fr_invitation_intro_by(inputs)
	if (locale === "nl") return nl_invitation_intro_by(inputs)
	if (locale === "es") return es_invitation_intro_by(inputs)
	if (locale === "en-XA") return en_xa2_invitation_intro_by(inputs)
	return en_invitation_intro_by(inputs)
});