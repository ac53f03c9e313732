/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_Kind_TotpInputs */

const en_second_step_kind_totp = /** @type {(inputs: Second_Step_Kind_TotpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app`)
};

const de_second_step_kind_totp = /** @type {(inputs: Second_Step_Kind_TotpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator-App`)
};

const fr_second_step_kind_totp = /** @type {(inputs: Second_Step_Kind_TotpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application d’authentification`)
};

const nl_second_step_kind_totp = /** @type {(inputs: Second_Step_Kind_TotpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator-app`)
};

const es_second_step_kind_totp = /** @type {(inputs: Second_Step_Kind_TotpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicación de autenticación`)
};

const en_xa2_second_step_kind_totp = /** @type {(inputs: Second_Step_Kind_TotpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åüţĥéñţíçáţöŕ áþþ one]`)
};

/**
* | output |
* | --- |
* | "Authenticator app" |
*
* @param {Second_Step_Kind_TotpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_kind_totp = /** @type {((inputs?: Second_Step_Kind_TotpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Kind_TotpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_kind_totp(inputs)
	if (locale === "fr") return fr_second_step_kind_totp(inputs)
	if (locale === "nl") return nl_second_step_kind_totp(inputs)
	if (locale === "es") return es_second_step_kind_totp(inputs)
	if (locale === "en-XA") return en_xa2_second_step_kind_totp(inputs)
	return en_second_step_kind_totp(inputs)
});