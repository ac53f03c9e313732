/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_TitleInputs */

const en_reset_title = /** @type {(inputs: Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

const de_reset_title = /** @type {(inputs: Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wählen`)
};

const fr_reset_title = /** @type {(inputs: Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un nouveau mot de passe`)
};

const nl_reset_title = /** @type {(inputs: Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een nieuw wachtwoord`)
};

const es_reset_title = /** @type {(inputs: Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una contraseña nueva`)
};

const en_xa2_reset_title = /** @type {(inputs: Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé á ñéŵ þáššŵöŕð one ]`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_title = /** @type {((inputs?: Reset_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_title(inputs)
	if (locale === "fr") return fr_reset_title(inputs)
	if (locale === "nl") return nl_reset_title(inputs)
	if (locale === "es") return es_reset_title(inputs)
	if (locale === "en-XA") return en_xa2_reset_title(inputs)
	return en_reset_title(inputs)
});