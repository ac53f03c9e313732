/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Billing_Line_TenantsInputs */

const en_billing_line_tenants = /** @type {(inputs: Billing_Line_TenantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} active tenant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} active tenants`);
	return /** @type {LocalizedString} */ ("billing_line_tenants");
};

const de_billing_line_tenants = /** @type {(inputs: Billing_Line_TenantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} aktiver Mandant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} aktive Mandanten`);
	return /** @type {LocalizedString} */ ("billing_line_tenants");
};

const fr_billing_line_tenants = /** @type {(inputs: Billing_Line_TenantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} entité active`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} entités actives`);
	return /** @type {LocalizedString} */ ("billing_line_tenants");
};

const nl_billing_line_tenants = /** @type {(inputs: Billing_Line_TenantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} actieve tenant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} actieve tenants`);
	return /** @type {LocalizedString} */ ("billing_line_tenants");
};

const es_billing_line_tenants = /** @type {(inputs: Billing_Line_TenantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} inquilino activo`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} inquilinos activos`);
	return /** @type {LocalizedString} */ ("billing_line_tenants");
};

const en_xa2_billing_line_tenants = /** @type {(inputs: Billing_Line_TenantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} áçţíṽé ţéñáñţ one ]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} áçţíṽé ţéñáñţš one t]`);
	return /** @type {LocalizedString} */ ("billing_line_tenants");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} active tenant" |
* | "other" | "{shown} active tenants" |
*
* @param {Billing_Line_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_line_tenants = /** @type {((inputs: Billing_Line_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Line_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_line_tenants(inputs)
	if (locale === "fr") return fr_billing_line_tenants(inputs)
	if (locale === "nl") return nl_billing_line_tenants(inputs)
	if (locale === "es") return es_billing_line_tenants(inputs)
	if (locale === "en-XA") return en_xa2_billing_line_tenants(inputs)
	return en_billing_line_tenants(inputs)
});