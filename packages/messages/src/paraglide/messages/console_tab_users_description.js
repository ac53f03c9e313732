/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_Users_DescriptionInputs */

const en_console_tab_users_description = /** @type {(inputs: Console_Tab_Users_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find users by email, grant or revoke system admin, disable accounts.`)
};

const de_console_tab_users_description = /** @type {(inputs: Console_Tab_Users_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer per E-Mail finden, Systemadministration erteilen oder entziehen, Konten deaktivieren.`)
};

const fr_console_tab_users_description = /** @type {(inputs: Console_Tab_Users_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver des utilisateurs par e-mail, accorder ou retirer l’administration système, désactiver des comptes.`)
};

const nl_console_tab_users_description = /** @type {(inputs: Console_Tab_Users_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruikers zoeken op e-mail, systeembeheer toekennen of intrekken, accounts uitschakelen.`)
};

const es_console_tab_users_description = /** @type {(inputs: Console_Tab_Users_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar usuarios por correo, conceder o retirar la administración del sistema, desactivar cuentas.`)
};

const en_xa2_console_tab_users_description = /** @type {(inputs: Console_Tab_Users_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð üšéŕš ƀý éɱáíļ, ĝŕáñţ öŕ ŕéṽöķé šýšţéɱ áðɱíñ, ðíšáƀļé áççöüñţš. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Find users by email, grant or revoke system admin, disable accounts." |
*
* @param {Console_Tab_Users_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_users_description = /** @type {((inputs?: Console_Tab_Users_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_Users_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_users_description(inputs)
	if (locale === "fr") return fr_console_tab_users_description(inputs)
	if (locale === "nl") return nl_console_tab_users_description(inputs)
	if (locale === "es") return es_console_tab_users_description(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_users_description(inputs)
	return en_console_tab_users_description(inputs)
});