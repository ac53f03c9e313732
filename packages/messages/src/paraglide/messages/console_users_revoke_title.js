/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Revoke_TitleInputs */

const en_console_users_revoke_title = /** @type {(inputs: Console_Users_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove system-admin access?`)
};

const de_console_users_revoke_title = /** @type {(inputs: Console_Users_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systemadministrationszugang entziehen?`)
};

const fr_console_users_revoke_title = /** @type {(inputs: Console_Users_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l’accès d’administration système ?`)
};

const nl_console_users_revoke_title = /** @type {(inputs: Console_Users_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systeembeheertoegang intrekken?`)
};

const es_console_users_revoke_title = /** @type {(inputs: Console_Users_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Retirar el acceso de administración del sistema?`)
};

const en_xa2_console_users_revoke_title = /** @type {(inputs: Console_Users_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé šýšţéɱ-áðɱíñ áççéšš? one tw]`)
};

/**
* | output |
* | --- |
* | "Remove system-admin access?" |
*
* @param {Console_Users_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_revoke_title = /** @type {((inputs?: Console_Users_Revoke_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Revoke_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_revoke_title(inputs)
	if (locale === "fr") return fr_console_users_revoke_title(inputs)
	if (locale === "nl") return nl_console_users_revoke_title(inputs)
	if (locale === "es") return es_console_users_revoke_title(inputs)
	if (locale === "en-XA") return en_xa2_console_users_revoke_title(inputs)
	return en_console_users_revoke_title(inputs)
});