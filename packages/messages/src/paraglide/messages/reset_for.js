/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Reset_ForInputs */

const en_reset_for = /** @type {(inputs: Reset_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.email}. You are signed in once it is saved.`)
};

const de_reset_for = /** @type {(inputs: Reset_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für ${i?.email}. Nach dem Speichern sind Sie angemeldet.`)
};

const fr_reset_for = /** @type {(inputs: Reset_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour ${i?.email}. Vous serez connecté une fois enregistré.`)
};

const nl_reset_for = /** @type {(inputs: Reset_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voor ${i?.email}. Na het opslaan bent u aangemeld.`)
};

const es_reset_for = /** @type {(inputs: Reset_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para ${i?.email}. Iniciará sesión al guardarla.`)
};

const en_xa2_reset_for = /** @type {(inputs: Reset_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒöŕ ${i?.email}. Ýöü áŕé šíĝñéð íñ öñçé íţ íš šáṽéð. one two three ]`)
};

/**
* | output |
* | --- |
* | "For {email}. You are signed in once it is saved." |
*
* @param {Reset_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_for = /** @type {((inputs: Reset_ForInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_ForInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_for(inputs)
	if (locale === "fr") return fr_reset_for(inputs)
	if (locale === "nl") return nl_reset_for(inputs)
	if (locale === "es") return es_reset_for(inputs)
	if (locale === "en-XA") return en_xa2_reset_for(inputs)
	return en_reset_for(inputs)
});