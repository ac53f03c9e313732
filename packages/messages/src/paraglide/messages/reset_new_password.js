/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_New_PasswordInputs */

const en_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

const de_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

const fr_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

const nl_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuw wachtwoord`)
};

const es_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

const en_xa2_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ þáššŵöŕð o]`)
};

/**
* | output |
* | --- |
* | "New password" |
*
* @param {Reset_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_new_password = /** @type {((inputs?: Reset_New_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_PasswordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_new_password(inputs)
	if (locale === "fr") return fr_reset_new_password(inputs)
	if (locale === "nl") return nl_reset_new_password(inputs)
	if (locale === "es") return es_reset_new_password(inputs)
	if (locale === "en-XA") return en_xa2_reset_new_password(inputs)
	return en_reset_new_password(inputs)
});