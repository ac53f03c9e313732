/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Disable_TitleInputs */

const en_console_users_disable_title = /** @type {(inputs: Console_Users_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable this account?`)
};

const de_console_users_disable_title = /** @type {(inputs: Console_Users_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto deaktivieren?`)
};

const fr_console_users_disable_title = /** @type {(inputs: Console_Users_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver ce compte ?`)
};

const nl_console_users_disable_title = /** @type {(inputs: Console_Users_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit account uitschakelen?`)
};

const es_console_users_disable_title = /** @type {(inputs: Console_Users_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Desactivar esta cuenta?`)
};

const en_xa2_console_users_disable_title = /** @type {(inputs: Console_Users_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšáƀļé ţĥíš áççöüñţ? one ]`)
};

/**
* | output |
* | --- |
* | "Disable this account?" |
*
* @param {Console_Users_Disable_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_disable_title = /** @type {((inputs?: Console_Users_Disable_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Disable_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_disable_title(inputs)
	if (locale === "fr") return fr_console_users_disable_title(inputs)
	if (locale === "nl") return nl_console_users_disable_title(inputs)
	if (locale === "es") return es_console_users_disable_title(inputs)
	if (locale === "en-XA") return en_xa2_console_users_disable_title(inputs)
	return en_console_users_disable_title(inputs)
});