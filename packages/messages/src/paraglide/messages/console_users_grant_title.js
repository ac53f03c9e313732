/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Grant_TitleInputs */

const en_console_users_grant_title = /** @type {(inputs: Console_Users_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make this user a system admin?`)
};

const de_console_users_grant_title = /** @type {(inputs: Console_Users_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Benutzer zum Systemadministrator machen?`)
};

const fr_console_users_grant_title = /** @type {(inputs: Console_Users_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire de cet utilisateur un administrateur système ?`)
};

const nl_console_users_grant_title = /** @type {(inputs: Console_Users_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze gebruiker systeembeheerder maken?`)
};

const es_console_users_grant_title = /** @type {(inputs: Console_Users_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Convertir a este usuario en administrador del sistema?`)
};

const en_xa2_console_users_grant_title = /** @type {(inputs: Console_Users_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé ţĥíš üšéŕ á šýšţéɱ áðɱíñ? one two ]`)
};

/**
* | output |
* | --- |
* | "Make this user a system admin?" |
*
* @param {Console_Users_Grant_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_grant_title = /** @type {((inputs?: Console_Users_Grant_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Grant_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_grant_title(inputs)
	if (locale === "fr") return fr_console_users_grant_title(inputs)
	if (locale === "nl") return nl_console_users_grant_title(inputs)
	if (locale === "es") return es_console_users_grant_title(inputs)
	if (locale === "en-XA") return en_xa2_console_users_grant_title(inputs)
	return en_console_users_grant_title(inputs)
});