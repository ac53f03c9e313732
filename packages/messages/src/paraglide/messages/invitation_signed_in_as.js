/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Invitation_Signed_In_AsInputs */

const en_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.email}.`)
};

const de_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind als ${i?.email} angemeldet.`)
};

const fr_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté en tant que ${i?.email}.`)
};

const nl_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`U bent aangemeld als ${i?.email}.`)
};

const es_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ha iniciado sesión como ${i?.email}.`)
};

const en_xa2_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýöü áŕé šíĝñéð íñ áš ${i?.email}. one two]`)
};

/**
* | output |
* | --- |
* | "You are signed in as {email}." |
*
* @param {Invitation_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_signed_in_as = /** @type {((inputs: Invitation_Signed_In_AsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Signed_In_AsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_signed_in_as(inputs)
	if (locale === "fr") return fr_invitation_signed_in_as(inputs)
	if (locale === "nl") return nl_invitation_signed_in_as(inputs)
	if (locale === "es") return es_invitation_signed_in_as(inputs)
	if (locale === "en-XA") return en_xa2_invitation_signed_in_as(inputs)
	return en_invitation_signed_in_as(inputs)
});