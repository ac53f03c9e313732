/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Admin_Without_OrgInputs */

const en_shell_admin_without_org = /** @type {(inputs: Shell_Admin_Without_OrgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are a system admin without an organisation of your own. Set one up below, curate the global library, or run the service from its console.`)
};

const de_shell_admin_without_org = /** @type {(inputs: Shell_Admin_Without_OrgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind Systemadministrator ohne eigene Organisation. Richten Sie unten eine ein, pflegen Sie die globale Bibliothek oder betreiben Sie den Dienst über seine Konsole.`)
};

const fr_shell_admin_without_org = /** @type {(inputs: Shell_Admin_Without_OrgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes administrateur système sans organisation à vous. Créez-en une ci-dessous, gérez la bibliothèque globale ou pilotez le service depuis sa console.`)
};

const nl_shell_admin_without_org = /** @type {(inputs: Shell_Admin_Without_OrgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U bent systeembeheerder zonder eigen organisatie. Richt er hieronder een in, beheer de globale bibliotheek of beheer de dienst via de console.`)
};

const es_shell_admin_without_org = /** @type {(inputs: Shell_Admin_Without_OrgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es administrador del sistema sin organización propia. Cree una abajo, gestione la biblioteca global o administre el servicio desde su consola.`)
};

const en_xa2_shell_admin_without_org = /** @type {(inputs: Shell_Admin_Without_OrgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü áŕé á šýšţéɱ áðɱíñ ŵíţĥöüţ áñ öŕĝáñíšáţíöñ öƒ ýöüŕ öŵñ. Šéţ öñé üþ ƀéļöŵ, çüŕáţé ţĥé ĝļöƀáļ ļíƀŕáŕý, öŕ ŕüñ ţĥé šéŕṽíçé ƒŕöɱ íţš çöñšöļé. one two three four five six seven eight nine t]`)
};

/**
* | output |
* | --- |
* | "You are a system admin without an organisation of your own. Set one up below, curate the global library, or run the service from its console." |
*
* @param {Shell_Admin_Without_OrgInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_admin_without_org = /** @type {((inputs?: Shell_Admin_Without_OrgInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Admin_Without_OrgInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_admin_without_org(inputs)
	if (locale === "fr") return fr_shell_admin_without_org(inputs)
	if (locale === "nl") return nl_shell_admin_without_org(inputs)
	if (locale === "es") return es_shell_admin_without_org(inputs)
	if (locale === "en-XA") return en_xa2_shell_admin_without_org(inputs)
	return en_shell_admin_without_org(inputs)
});