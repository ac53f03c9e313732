/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Recent_Audit_DescriptionInputs */

const en_console_org_recent_audit_description = /** @type {(inputs: Console_Org_Recent_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The newest entries of the organisation's audit log.`)
};

const de_console_org_recent_audit_description = /** @type {(inputs: Console_Org_Recent_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die neuesten Einträge im Audit-Log der Organisation.`)
};

const fr_console_org_recent_audit_description = /** @type {(inputs: Console_Org_Recent_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les entrées les plus récentes du journal d’audit de l’organisation.`)
};

const nl_console_org_recent_audit_description = /** @type {(inputs: Console_Org_Recent_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nieuwste regels van het auditlogboek van de organisatie.`)
};

const es_console_org_recent_audit_description = /** @type {(inputs: Console_Org_Recent_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las entradas más recientes del registro de auditoría de la organización.`)
};

const en_xa2_console_org_recent_audit_description = /** @type {(inputs: Console_Org_Recent_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñéŵéšţ éñţŕíéš öƒ ţĥé öŕĝáñíšáţíöñ'š áüðíţ ļöĝ. one two three f]`)
};

/**
* | output |
* | --- |
* | "The newest entries of the organisation's audit log." |
*
* @param {Console_Org_Recent_Audit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_recent_audit_description = /** @type {((inputs?: Console_Org_Recent_Audit_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Recent_Audit_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_recent_audit_description(inputs)
	if (locale === "fr") return fr_console_org_recent_audit_description(inputs)
	if (locale === "nl") return nl_console_org_recent_audit_description(inputs)
	if (locale === "es") return es_console_org_recent_audit_description(inputs)
	if (locale === "en-XA") return en_xa2_console_org_recent_audit_description(inputs)
	return en_console_org_recent_audit_description(inputs)
});