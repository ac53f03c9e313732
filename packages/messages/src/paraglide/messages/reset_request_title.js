/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Request_TitleInputs */

const en_reset_request_title = /** @type {(inputs: Reset_Request_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

const de_reset_request_title = /** @type {(inputs: Reset_Request_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurücksetzen`)
};

const fr_reset_request_title = /** @type {(inputs: Reset_Request_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser votre mot de passe`)
};

const nl_reset_request_title = /** @type {(inputs: Reset_Request_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw wachtwoord opnieuw instellen`)
};

const es_reset_request_title = /** @type {(inputs: Reset_Request_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer su contraseña`)
};

const en_xa2_reset_request_title = /** @type {(inputs: Reset_Request_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ýöüŕ þáššŵöŕð one ]`)
};

/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Reset_Request_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_request_title = /** @type {((inputs?: Reset_Request_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Request_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_request_title(inputs)
	if (locale === "fr") return fr_reset_request_title(inputs)
	if (locale === "nl") return nl_reset_request_title(inputs)
	if (locale === "es") return es_reset_request_title(inputs)
	if (locale === "en-XA") return en_xa2_reset_request_title(inputs)
	return en_reset_request_title(inputs)
});