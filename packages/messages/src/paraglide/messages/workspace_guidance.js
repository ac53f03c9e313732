/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_GuidanceInputs */

const en_workspace_guidance = /** @type {(inputs: Workspace_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guidance`)
};

const de_workspace_guidance = /** @type {(inputs: Workspace_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweise`)
};

const fr_workspace_guidance = /** @type {(inputs: Workspace_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conseils`)
};

const nl_workspace_guidance = /** @type {(inputs: Workspace_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toelichting`)
};

const es_workspace_guidance = /** @type {(inputs: Workspace_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orientación`)
};

const en_xa2_workspace_guidance = /** @type {(inputs: Workspace_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝüíðáñçé ]`)
};

/**
* | output |
* | --- |
* | "Guidance" |
*
* @param {Workspace_GuidanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_guidance = /** @type {((inputs?: Workspace_GuidanceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_GuidanceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_guidance(inputs)
	if (locale === "fr") return fr_workspace_guidance(inputs)
	if (locale === "nl") return nl_workspace_guidance(inputs)
	if (locale === "es") return es_workspace_guidance(inputs)
	if (locale === "en-XA") return en_xa2_workspace_guidance(inputs)
	return en_workspace_guidance(inputs)
});