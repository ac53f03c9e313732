/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_Audit_DescriptionInputs */

const en_console_tab_audit_description = /** @type {(inputs: Console_Tab_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every audit log at once: service actions and the changes of each organisation, newest first.`)
};

const de_console_tab_audit_description = /** @type {(inputs: Console_Tab_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Audit-Logs auf einmal: Aktionen des Dienstes und die Änderungen jeder Organisation, die neuesten zuerst.`)
};

const fr_console_tab_audit_description = /** @type {(inputs: Console_Tab_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les journaux d’audit à la fois : les actions du service et les modifications de chaque organisation, les plus récentes d’abord.`)
};

const nl_console_tab_audit_description = /** @type {(inputs: Console_Tab_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle auditlogboeken tegelijk: acties van de dienst en de wijzigingen van elke organisatie, nieuwste eerst.`)
};

const es_console_tab_audit_description = /** @type {(inputs: Console_Tab_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los registros de auditoría a la vez: las acciones del servicio y los cambios de cada organización, los más recientes primero.`)
};

const en_xa2_console_tab_audit_description = /** @type {(inputs: Console_Tab_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý áüðíţ ļöĝ áţ öñçé: šéŕṽíçé áçţíöñš áñð ţĥé çĥáñĝéš öƒ éáçĥ öŕĝáñíšáţíöñ, ñéŵéšţ ƒíŕšţ. one two three four five six s]`)
};

/**
* | output |
* | --- |
* | "Every audit log at once: service actions and the changes of each organisation, newest first." |
*
* @param {Console_Tab_Audit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_audit_description = /** @type {((inputs?: Console_Tab_Audit_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_Audit_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_audit_description(inputs)
	if (locale === "fr") return fr_console_tab_audit_description(inputs)
	if (locale === "nl") return nl_console_tab_audit_description(inputs)
	if (locale === "es") return es_console_tab_audit_description(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_audit_description(inputs)
	return en_console_tab_audit_description(inputs)
});