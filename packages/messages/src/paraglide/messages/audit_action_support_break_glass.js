/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Support_Break_GlassInputs */

const en_audit_action_support_break_glass = /** @type {(inputs: Audit_Action_Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BREAK-GLASS support access, opened without approval`)
};

const de_audit_action_support_break_glass = /** @type {(inputs: Audit_Action_Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOTZUGRIFF des Supports, ohne Genehmigung geöffnet`)
};

const fr_audit_action_support_break_glass = /** @type {(inputs: Audit_Action_Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès d’URGENCE du support, ouvert sans approbation`)
};

const nl_audit_action_support_break_glass = /** @type {(inputs: Audit_Action_Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOODTOEGANG voor support, geopend zonder goedkeuring`)
};

const es_audit_action_support_break_glass = /** @type {(inputs: Audit_Action_Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de EMERGENCIA de soporte, abierto sin aprobación`)
};

const en_xa2_audit_action_support_break_glass = /** @type {(inputs: Audit_Action_Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƁŔÉÅĶ-ĜĻÅŠŠ šüþþöŕţ áççéšš, öþéñéð ŵíţĥöüţ áþþŕöṽáļ one two three f]`)
};

/**
* | output |
* | --- |
* | "BREAK-GLASS support access, opened without approval" |
*
* @param {Audit_Action_Support_Break_GlassInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_support_break_glass = /** @type {((inputs?: Audit_Action_Support_Break_GlassInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Support_Break_GlassInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_support_break_glass(inputs)
	if (locale === "fr") return fr_audit_action_support_break_glass(inputs)
	if (locale === "nl") return nl_audit_action_support_break_glass(inputs)
	if (locale === "es") return es_audit_action_support_break_glass(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_support_break_glass(inputs)
	return en_audit_action_support_break_glass(inputs)
});