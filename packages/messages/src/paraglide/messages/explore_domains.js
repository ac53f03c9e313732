/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Explore_DomainsInputs */

const en_explore_domains = /** @type {(inputs: Explore_DomainsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} domain`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} domains`);
	return /** @type {LocalizedString} */ ("explore_domains");
};

const de_explore_domains = /** @type {(inputs: Explore_DomainsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Bereich`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Bereiche`);
	return /** @type {LocalizedString} */ ("explore_domains");
};

const fr_explore_domains = /** @type {(inputs: Explore_DomainsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} domaine`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} domaines`);
	return /** @type {LocalizedString} */ ("explore_domains");
};

const nl_explore_domains = /** @type {(inputs: Explore_DomainsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} domein`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} domeinen`);
	return /** @type {LocalizedString} */ ("explore_domains");
};

const es_explore_domains = /** @type {(inputs: Explore_DomainsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} dominio`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} dominios`);
	return /** @type {LocalizedString} */ ("explore_domains");
};

const en_xa2_explore_domains = /** @type {(inputs: Explore_DomainsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðöɱáíñ on]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} ðöɱáíñš on]`);
	return /** @type {LocalizedString} */ ("explore_domains");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} domain" |
* | "other" | "{shown} domains" |
*
* @param {Explore_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_domains = /** @type {((inputs: Explore_DomainsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_DomainsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_domains(inputs)
	if (locale === "fr") return fr_explore_domains(inputs)
	if (locale === "nl") return nl_explore_domains(inputs)
	if (locale === "es") return es_explore_domains(inputs)
	if (locale === "en-XA") return en_xa2_explore_domains(inputs)
	return en_explore_domains(inputs)
});