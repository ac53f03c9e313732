/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Shared_With_YouInputs */

const en_tenant_shared_with_you = /** @type {(inputs: Tenant_Shared_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared with you`)
};

const de_tenant_shared_with_you = /** @type {(inputs: Tenant_Shared_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Ihnen geteilt`)
};

const fr_tenant_shared_with_you = /** @type {(inputs: Tenant_Shared_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagé avec vous`)
};

const nl_tenant_shared_with_you = /** @type {(inputs: Tenant_Shared_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met u gedeeld`)
};

const es_tenant_shared_with_you = /** @type {(inputs: Tenant_Shared_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartido con usted`)
};

const en_xa2_tenant_shared_with_you = /** @type {(inputs: Tenant_Shared_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð ŵíţĥ ýöü on]`)
};

/**
* | output |
* | --- |
* | "Shared with you" |
*
* @param {Tenant_Shared_With_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_shared_with_you = /** @type {((inputs?: Tenant_Shared_With_YouInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Shared_With_YouInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_shared_with_you(inputs)
	if (locale === "fr") return fr_tenant_shared_with_you(inputs)
	if (locale === "nl") return nl_tenant_shared_with_you(inputs)
	if (locale === "es") return es_tenant_shared_with_you(inputs)
	if (locale === "en-XA") return en_xa2_tenant_shared_with_you(inputs)
	return en_tenant_shared_with_you(inputs)
});