/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Members_Reset_DoneInputs */

const en_members_reset_done = /** @type {(inputs: Members_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The two-step sign-in of ${i?.name} was reset`)
};

const de_members_reset_done = /** @type {(inputs: Members_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Zwei-Schritt-Anmeldung von ${i?.name} wurde zurückgesetzt`)
};

const fr_members_reset_done = /** @type {(inputs: Members_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes de ${i?.name} a été réinitialisée`)
};

const nl_members_reset_done = /** @type {(inputs: Members_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De tweestapsaanmelding van ${i?.name} is gereset`)
};

const es_members_reset_done = /** @type {(inputs: Members_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se restableció el inicio de sesión en dos pasos de ${i?.name}`)
};

const en_xa2_members_reset_done = /** @type {(inputs: Members_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţŵö-šţéþ šíĝñ-íñ öƒ ${i?.name} ŵáš ŕéšéţ one two thr]`)
};

/**
* | output |
* | --- |
* | "The two-step sign-in of {name} was reset" |
*
* @param {Members_Reset_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_reset_done = /** @type {((inputs: Members_Reset_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Reset_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_reset_done(inputs)
	if (locale === "fr") return fr_members_reset_done(inputs)
	if (locale === "nl") return nl_members_reset_done(inputs)
	if (locale === "es") return es_members_reset_done(inputs)
	if (locale === "en-XA") return en_xa2_members_reset_done(inputs)
	return en_members_reset_done(inputs)
});